# exercise: ex_split_merge
# mistake: The head selector matrices are slices of torch.eye(d) made with the default dtype and device, so x @ S fails for float64 inputs (and on a GPU); create them with dtype=x.dtype, device=x.device. [cond: float64 input or GPU]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    I = torch.eye(d)
    # S_i picks features [i*hd, (i+1)*hd)
    heads = torch.stack([x @ I[:, i * hd:(i + 1) * hd] for i in range(num_heads)], dim=1)
    merged = torch.cat([context[:, i] for i in range(num_heads)], dim=-1)
    return heads, merged
