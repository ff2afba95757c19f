# exercise: ex_split_merge
# mistake: Splits with reshape(b, n, hd, num_heads).permute(0, 3, 1, 2), so head i gets the strided features i, i+h, i+2h, ... instead of the block [i*hd, (i+1)*hd); use view(b, n, num_heads, hd).transpose(1, 2). [cond: num_heads > 1 and hd > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    d_k = d // num_heads
    heads = x.reshape(b, n, d_k, num_heads).permute(0, 3, 1, 2)
    merged = context.transpose(1, 2).contiguous().view(b, n, num_heads * d_k)
    return heads, merged
