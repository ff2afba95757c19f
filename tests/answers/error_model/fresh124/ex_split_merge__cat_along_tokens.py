# exercise: ex_split_merge
# mistake: The learner concatenates the heads along the token axis (dim=1) and then views the result as (b, n, h·hd), which mixes tokens; the heads must be concatenated along the feature axis (dim=-1).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    parts = context.unbind(1)                 # h tensors of (b, n, hd)
    merged = torch.cat(parts, dim=1).view(b, n, -1)
    return heads, merged


if __name__ == "__main__":
    x = torch.arange(2 * 3 * 4, dtype=torch.float32).view(2, 3, 4)
    heads, merged = ex_split_merge(x, 2, x.view(2, 3, 2, 2).transpose(1, 2).contiguous())
    print(merged.shape)
    assert merged.shape == x.shape
    assert heads[0, 1, 0].tolist() == [2.0, 3.0]
