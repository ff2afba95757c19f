# exercise: ex3_1
# mistake: The learner pairs sa_v1.parameters() (order query, key, value) with sa_v2's state_dict sorted by name (key, query, value), so sa_v1's query gets the key weights and vice versa. Each parameter must get the weight with the same name.
import torch


def ex3_1(sa_v1, sa_v2):
    v2_weights = [w for _, w in sorted(sa_v2.state_dict().items())]
    print([name for name, _ in sorted(sa_v2.state_dict().items())])
    with torch.no_grad():
        for p, w in zip(sa_v1.parameters(), v2_weights):
            p.copy_(w.T)
