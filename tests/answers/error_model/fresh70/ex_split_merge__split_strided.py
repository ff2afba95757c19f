# exercise: ex_split_merge
# mistake: Splits with view(b, n, hd, num_heads).permute(0, 3, 1, 2), so head i gets the strided features i, i+h, i+2h, ... instead of the block [i·hd, (i+1)·hd).
import torch

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    tou_weidu = d // num_heads
    # 每个头取出自己的特征
    fentou = x.view(b, n, tou_weidu, num_heads).permute(0, 3, 1, 2)
    hebing = context.transpose(1, 2).reshape(b, n, num_heads * tou_weidu)
    return fentou, hebing
