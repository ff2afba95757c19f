# exercise: ex_stable_softmax
# mistake: The learner swapped dim with the last axis (transpose(dim, -1)), did the stable softmax along the last axis, then went back with .contiguous().view(x.shape), which only relabels the shape: the entries stay in the swapped order. Undo the swap with the same transpose(dim, -1) (or movedim back).
# mistake_zh: 学习者先把 dim 与最后一维交换（transpose(dim, -1)），沿最后一维做稳定 softmax，再用 .contiguous().view(x.shape) 还原，这只是改了形状标签，数值仍是交换后的顺序。应再用一次 transpose(dim, -1)（或 movedim 移回）撤销交换。
# keywords: view, transpose, movedim, axes
import torch


def ex_stable_softmax(x, dim):
    t = x.transpose(dim, -1)
    t = t - t.max(dim=-1, keepdim=True).values
    t = t.exp()
    t = t / t.sum(-1, keepdim=True)
    return t.contiguous().view(x.shape)
