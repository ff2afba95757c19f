# exercise: ex3_1
# mistake: Built one lambda per name in a list comprehension and called them afterwards; the lambdas all see the loop variable's last value, so W_value is set three times and W_query and W_key keep sa_v1's own weights; bind the name per lambda (n=n) or assign directly in the loop.
import torch


def ex3_1(sa_v1, sa_v2):
    names = ["W_query", "W_key", "W_value"]
    setters = [lambda: setattr(sa_v1, n, torch.nn.Parameter(getattr(sa_v2, n).weight.T)) for n in names]
    for set_one in setters:
        set_one()
