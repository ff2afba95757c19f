# exercise: ex3_1
# mistake: The learner copies W_query's weight into sa_v1.W_value as well (a copy-paste slip in a mapping), so the values use the query projection; W_value must take sa_v2.W_value.weight.T.
import torch
import torch.nn.functional as F


def ex3_1(sa_v1, sa_v2):
    # nn.Linear.forward is F.linear(x, W) = x @ W.T, so v1 needs W.T
    pairs = {
        "W_query": sa_v2.W_query,
        "W_key": sa_v2.W_key,
        "W_value": sa_v2.W_query,
    }
    with torch.no_grad():
        for name, layer in pairs.items():
            getattr(sa_v1, name).copy_(layer.weight.T)
    x = torch.rand(2, sa_v1.W_query.shape[0])
    print(torch.allclose(F.linear(x, sa_v2.W_query.weight), x @ sa_v1.W_query))
