# exercise: ex3_1
# mistake: Assigns the new Parameter to the loop variable p (p = nn.Parameter(...)), which only rebinds a local name and leaves sa_v1 unchanged; it must assign to the module attribute (setattr) or copy into p under torch.no_grad().
import torch


def ex3_1(sa_v1, sa_v2):
    layers = [sa_v2.W_query, sa_v2.W_key, sa_v2.W_value]
    for p, lin in zip(sa_v1.parameters(), layers):
        p = torch.nn.Parameter(lin.weight.mT.detach().clone())
        print(p.shape)
