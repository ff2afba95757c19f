# exercise: ex3_1
# mistake: The learner gives W_query the key layer's weights and W_key the query layer's weights; each parameter must take the matching layer (W_query from W_query, W_key from W_key).
import torch


def ex3_1(sa_v1, sa_v2):
    layers = {"W_query": sa_v2.W_key, "W_key": sa_v2.W_query, "W_value": sa_v2.W_value}
    for name, layer in layers.items():
        w = layer.weight
        if w.dim() != 2:
            raise ValueError("expected a 2-D weight for " + name)
        setattr(sa_v1, name, torch.nn.Parameter(w.detach().clone().T))
