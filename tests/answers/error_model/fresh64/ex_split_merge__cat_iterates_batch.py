# exercise: ex_split_merge
# mistake: Merges with torch.cat(list(context), dim=-1), but iterating context runs over its first axis (the batch), not the heads, so it concatenates sequences instead of heads; the heads are on axis 1 (unbind(1)).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = torch.cat(list(context), dim=-1)      # [C_1 | C_2 | ... ]
    return heads, merged
