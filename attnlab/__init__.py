"""attnlab: an interactive lab for learning self-attention on live tensors."""

from importlib import metadata

# The installed distribution's version; in a plain checkout, pyproject.toml's (a test keeps
# the two equal).
try:
    __version__ = metadata.version("attnlab")
except metadata.PackageNotFoundError:
    __version__ = "0.1.0"
