# exercise: ex3_1
# mistake: The learner assigned the new Parameters to a loop variable, which only rebinds the local name and leaves sa_v1 unchanged; the parameters must be set on the module (setattr or copy_ in place).
import torch


def ex3_1(sa_v1, sa_v2):
    mine = [sa_v1.W_query, sa_v1.W_key, sa_v1.W_value]
    theirs = [sa_v2.W_query, sa_v2.W_key, sa_v2.W_value]
    for p, lin in zip(mine, theirs):
        p = torch.nn.Parameter(lin.weight.T)
        print(p.shape)
