# exercise: ex_fix_second_head
# mistake: Turned each head's scores into weights with a softmax over the keys; the exercise asks for the raw scores a @ a.transpose(2, 3), one (n, n) block per head, no softmax.
# mistake_zh: 用沿键的 softmax 把每个头的分数变成了权重；题目要的是原始分数 a @ a.transpose(2, 3)，每个头一个 (n, n) 块，不做 softmax。
# keywords: softmax, raw, scores, weights, no softmax
import torch
import torch.nn.functional as F


def ex_fix_second_head(a):
    x = a[0]
    return F.softmax(torch.einsum("hid,hjd->hij", x, x), dim=2)
