# exercise: ex3_1
# mistake: Instead of giving sa_v1's parameters W_query, W_key and W_value the (transposed) weights of sa_v2, the learner makes sa_v1 call sa_v2's forward; the outputs agree but sa_v1's own parameters are unchanged (and sa_v1 now depends on sa_v2).
import torch
from torch import nn


def ex3_1(sa_v1, sa_v2):
    # v1 should behave exactly like v2 -> just route it through v2
    sa_v1.forward = sa_v2.forward
    sa_v1.add_module("borrowed", sa_v2)
