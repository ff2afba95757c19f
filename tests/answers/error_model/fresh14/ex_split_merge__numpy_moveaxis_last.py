# exercise: ex_split_merge
# mistake: Merges with `movedim(context, 1, -1).reshape(b, n, -1)` (np.moveaxis habit): the head axis goes last, so the features come out interleaved (feature j·h + i = head i, feature j) instead of head i in block [i·hd, (i+1)·hd); `heads` is right. Right: `context.transpose(1, 2).reshape(b, n, h*hd)`.
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = torch.swapaxes(x.reshape(b, n, num_heads, hd), 1, 2)
    # np.moveaxis(context, 1, -1): put the head axis last, then flatten the trailing axes
    merged = torch.movedim(context, 1, -1).reshape(b, n, -1)
    return heads, merged
