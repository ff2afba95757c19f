# exercise: ex3_1
# mistake: Paired the layers in the wrong order in the zip (v1's W_query got v2's W_key and W_key got W_query), so the scores are transposed; each parameter takes the weight of the same-named layer, transposed.

import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for p, layer in zip([sa_v1.W_query, sa_v1.W_key, sa_v1.W_value],
                            [sa_v2.W_key, sa_v2.W_query, sa_v2.W_value]):
            p.copy_(layer.weight.T)
