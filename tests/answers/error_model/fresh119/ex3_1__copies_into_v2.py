# exercise: ex3_1
# mistake: Copies in the wrong direction: overwrites sa_v2's Linear weights with sa_v1's matrices, leaving sa_v1 unchanged; sa_v1's parameters must receive sa_v2's weights.
import torch

def ex3_1(sa_v1, sa_v2):
    # 两个模块权重统一一下（第3.4.2节）
    with torch.no_grad():
        sa_v2.W_query.weight.copy_(sa_v1.W_query.T)
        sa_v2.W_key.weight.copy_(sa_v1.W_key.T)
        sa_v2.W_value.weight.copy_(sa_v1.W_value.T)
