# exercise: ex_softmax_backward
# mistake: dP @ P.mT builds the matrix of every row's dot with every other row (n x n), not one dot per row; only each row with its own row is needed: (dP * P).sum(-1, keepdim=True).
# mistake_zh: dP @ P.mT 得到的是每一行和其他每一行的点积矩阵（n x n），而不是每行一个点积；这里只需要每一行与它自己那一行的点积：(dP * P).sum(-1, keepdim=True)。
# keywords: every row, row, dot, sum(-1, keepdim, gram
import torch


def ex_softmax_backward(P, dP):
    g = dP @ P.transpose(-2, -1)
    return P * (dP - g)
