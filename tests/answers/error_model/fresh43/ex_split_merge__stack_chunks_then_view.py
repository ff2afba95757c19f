# exercise: ex_split_merge
# mistake: Stacks the feature chunks on axis 2, getting (b, n, h, hd), and then silently reshapes it to (b, h, n, hd) instead of transposing axes 1 and 2, so heads mixes tokens and heads (right only when n == 1 or h == 1). [cond: n > 1 and num_heads > 1]
import torch


def ex_split_merge(x: torch.Tensor, num_heads: int, context: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    b, n, d = x.shape
    hd = d // num_heads
    heads = torch.stack(x.chunk(num_heads, dim=-1), dim=2)
    if heads.shape != (b, num_heads, n, hd):
        heads = heads.reshape(b, num_heads, n, hd)
    merged = torch.cat(context.unbind(dim=1), dim=-1)
    return heads, merged
