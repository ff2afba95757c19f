# exercise: ex3_1
# mistake: The learner's name-to-layer table pairs sa_v1.W_query with sa_v2.W_key and sa_v1.W_key with sa_v2.W_query, so queries and keys are exchanged and the scores come out transposed; each v1 matrix must get the transpose of the same-named v2 layer.
import torch


class WeightPorter:
    """copies Linear layers into raw matrices"""
    names = ("W_query", "W_key", "W_value")

    def __init__(self, src):
        self.src = src

    def layers(self):
        return [self.src.W_key, self.src.W_query, self.src.W_value]

    def port_into(self, dst):
        for name, layer in zip(self.names, self.layers()):
            setattr(dst, name, torch.nn.Parameter(layer.weight.detach().T.clone()))


def ex3_1(sa_v1, sa_v2):
    WeightPorter(sa_v2).port_into(sa_v1)
