"""Run the command line: `python -m beguile`."""

import sys

from .cli import main

sys.exit(main())
