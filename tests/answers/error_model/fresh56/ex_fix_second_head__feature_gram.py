# exercise: ex_fix_second_head
# mistake: The learner computes head.T @ head (d x d, a product over tokens) instead of head @ head.T (n x n, a product over features).
import torch


def ex_fix_second_head(a):
    heads = a[0]  # (h, n, d)
    return heads.transpose(1, 2) @ heads
