# exercise: ex3_1
# mistake: The learner built a list of lambdas in a comprehension that all close over the loop variable k, so every lambda reads the last name and all three matrices get sa_v2.W_value's weights. Each W_x must get sa_v2's own W_x.weight.T.
import torch

def ex3_1(sa_v1, sa_v2):
    ks = ('W_query', 'W_key', 'W_value')
    fs = [lambda: getattr(sa_v2, k).weight.T for k in ks]
    for k, f in zip(ks, fs):
        setattr(sa_v1, k, torch.nn.Parameter(f().clone()))
