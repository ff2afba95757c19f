# exercise: ex_split_merge
# mistake: Merged with torch.cat(list(context), dim=-1), which iterates over the batch axis (not the heads), giving shape (h, n, b*hd); concatenate context.unbind(1) (the heads) or transpose(1, 2) and reshape.
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    acc = {}
    acc["heads"] = x.view(b, n, num_heads, hd).transpose(1, 2)
    acc["pieces"] = list(context)
    acc["merged"] = torch.cat(acc["pieces"], dim=-1)
    return acc["heads"], acc["merged"]
