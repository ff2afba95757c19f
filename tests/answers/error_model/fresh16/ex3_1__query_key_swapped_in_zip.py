# exercise: ex3_1
# mistake: The zip pairs sa_v1.W_query with sa_v2.W_key and sa_v1.W_key with sa_v2.W_query (lists in different orders), so the score matrix is transposed; each v1 parameter must get the transpose of the same-named v2 layer.
import torch


def ex3_1(sa_v1, sa_v2):
    v1_params = [sa_v1.W_query, sa_v1.W_key, sa_v1.W_value]
    v2_layers = [sa_v2.W_key, sa_v2.W_query, sa_v2.W_value]
    with torch.no_grad():
        for param, layer in zip(v1_params, v2_layers):
            param.copy_(layer.weight.T)
