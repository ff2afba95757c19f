# exercise: ex3_1
# mistake: The learner builds a dict of lambdas inside a loop that all close over the loop variable, so every one of W_query, W_key and W_value receives W_value's transposed weight; each lambda must bind its own layer (e.g. a default argument).
import torch


class WeightPorter:
    names = ("W_query", "W_key", "W_value")

    def __init__(self, src):
        self.src = src
        self.getters = {}
        for name in self.names:
            self.getters[name] = lambda: getattr(self.src, name).weight.T

    def __call__(self, dst):
        for name, get in self.getters.items():
            setattr(dst, name, torch.nn.Parameter(get().clone()))


def ex3_1(sa_v1, sa_v2):
    WeightPorter(sa_v2)(sa_v1)
