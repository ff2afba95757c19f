# exercise: ex_split_merge
# mistake: Merges into a torch.zeros buffer created with the default dtype float32, so float64 context vectors come back as float32 (rounded); the buffer needs dtype=context.dtype (or just transpose and reshape). [cond: float64 (non-float32) context]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = torch.zeros(b, n, num_heads * hd, device=context.device)
    for i in range(num_heads):
        merged[:, :, i * hd:(i + 1) * hd] = context[:, i]
    return heads, merged
