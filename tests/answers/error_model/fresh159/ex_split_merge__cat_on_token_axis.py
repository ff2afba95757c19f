# exercise: ex_split_merge
# mistake: The merge concatenates the heads' context[:, i] along dim=1 (tokens), giving shape (b, h·n, hd); the heads must be concatenated along the last (feature) axis.
import torch

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = torch.stack([x[:, :, i * hd:(i + 1) * hd] for i in range(num_heads)], dim=1)
    merged = torch.cat([context[:, i] for i in range(num_heads)], dim=1)
    return heads, merged
