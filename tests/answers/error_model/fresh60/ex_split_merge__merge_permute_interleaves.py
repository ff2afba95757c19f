# exercise: ex_split_merge
# mistake: The merge helper permutes the context to (b, n, hd, h) before flattening, so the features of the heads are interleaved instead of head i filling [i*hd, (i+1)*hd); permute to (b, n, h, hd), i.e. transpose(1, 2). [cond: only when num_heads > 1 and hd > 1]
import torch


def split_heads(x: torch.Tensor, h: int) -> torch.Tensor:
    """(b, n, d) -> (b, h, n, d // h)"""
    b, n, d = x.shape
    return x.view(b, n, h, d // h).transpose(1, 2)


def tokens_first(context: torch.Tensor) -> torch.Tensor:
    """Move the token axis next to the batch axis: (b, h, n, hd) -> (b, n, ., .)"""
    return context.permute(0, 2, 3, 1)


def flatten_features(t: torch.Tensor) -> torch.Tensor:
    """Merge the last two axes."""
    b, n = t.shape[:2]
    return t.reshape(b, n, -1)


def ex_split_merge(x, num_heads, context):
    return split_heads(x, num_heads), flatten_features(tokens_first(context))
