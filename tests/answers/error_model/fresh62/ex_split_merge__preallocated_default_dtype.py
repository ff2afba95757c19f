# exercise: ex_split_merge
# mistake: merged is preallocated with torch.zeros(b, n, h*hd) without dtype or device, so it is float32 on the CPU even for float64 or GPU inputs; create it with dtype=context.dtype, device=context.device. [cond: float64 inputs or a GPU]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    # merge head by head, easier to follow
    merged = torch.zeros(b, n, num_heads * hd)
    for i in range(num_heads):
        merged[:, :, i * hd:(i + 1) * hd] = context[:, i, :, :]
        print(f"head {i} -> features {i * hd}..{(i + 1) * hd - 1}")
    return heads, merged
