# exercise: ex_fix_second_head
# mistake: The learner's einsum 'bnhd,bmhd->hnm' reads a as (b, n, h, d), so it swaps the head and token axes and returns (n, h, h); a is (1, h, n, d), so it must be 'bhnd,bhmd->hnm'.
import torch


def ex_fix_second_head(a):
    # per head: q_n . k_m
    return torch.einsum("bnhd,bmhd->hnm", a, a)
