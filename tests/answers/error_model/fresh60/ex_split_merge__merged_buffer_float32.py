# exercise: ex_split_merge
# mistake: The learner allocated the merged output with torch.zeros(..., device=x.device) but no dtype, so float64 context vectors are silently rounded to float32; the buffer needs dtype=context.dtype (or just transpose and reshape). [cond: only for inputs that are not float32, e.g. float64]
import torch


def split_heads(x: torch.Tensor, num_heads: int) -> torch.Tensor:
    """(b, n, d) -> (b, num_heads, n, d // num_heads)"""
    b, n, d = x.shape
    return x.view(b, n, num_heads, d // num_heads).transpose(1, 2)


def new_output(b: int, n: int, d: int, device: torch.device) -> torch.Tensor:
    """Empty (b, n, d) tensor on the right device."""
    return torch.zeros(b, n, d, device=device)


def write_head(out: torch.Tensor, head: torch.Tensor, i: int) -> None:
    """Copy one head's (b, n, hd) context into features [i*hd, (i+1)*hd)."""
    hd = head.shape[-1]
    out[:, :, i * hd:(i + 1) * hd] = head


def merge_heads(context: torch.Tensor) -> torch.Tensor:
    """(b, h, n, hd) -> (b, n, h*hd), head by head."""
    b, h, n, hd = context.shape
    out = new_output(b, n, h * hd, context.device)
    for i in range(h):
        write_head(out, context[:, i], i)
    return out


def ex_split_merge(x, num_heads, context):
    return split_heads(x, num_heads), merge_heads(context)
