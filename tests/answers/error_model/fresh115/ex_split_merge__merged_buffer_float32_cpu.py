# exercise: ex_split_merge
# mistake: Filled the merged result into torch.zeros(b, n, h*hd) created without dtype and device, so it is float32 on the CPU whatever the input; create it with dtype=context.dtype, device=context.device (or just transpose and reshape). [cond: float64 inputs or inputs on a GPU]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    parts = {"heads": x.view(b, n, num_heads, hd).transpose(1, 2)}
    merged = torch.zeros(b, n, num_heads * hd)
    for i in range(num_heads):
        merged[:, :, i * hd:(i + 1) * hd] = context[:, i]
    parts["merged"] = merged
    return parts["heads"], parts["merged"]
