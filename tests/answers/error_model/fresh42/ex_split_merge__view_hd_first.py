# exercise: ex_split_merge
# mistake: Splits with view(b, n, hd, num_heads) and permute(0, 3, 1, 2), so head i gets the strided features i, i+h, i+2h, … instead of the block [i·hd, (i+1)·hd); the view must be (b, n, num_heads, hd).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    mei_tou = d // num_heads            # 每个头的维度
    fen_tou = x.view(b, n, mei_tou, num_heads).permute(0, 3, 1, 2)   # -> (b, h, n, hd)
    he_bing = context.transpose(1, 2).reshape(b, n, num_heads * mei_tou)
    return fen_tou, he_bing
