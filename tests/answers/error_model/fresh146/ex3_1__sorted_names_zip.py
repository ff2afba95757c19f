# exercise: ex3_1
# mistake: The learner zipped sorted parameter names (W_key, W_query, W_value) with sa_v2's state_dict in its own order (query, key, value), so sa_v1's query gets the key weights and vice versa; each name must get the weight of the same name.
import numpy as np
import torch


def ex3_1(sa_v1, sa_v2):
    names = sorted(n for n, _ in sa_v1.named_parameters())
    print(names)
    for name, w in zip(names, sa_v2.state_dict().values()):
        arr = np.ascontiguousarray(w.detach().cpu().numpy().T)
        setattr(sa_v1, name, torch.nn.Parameter(torch.from_numpy(arr)))
