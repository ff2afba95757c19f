# exercise: ex3_1
# mistake: To undo nn.Linear's x @ weight.T the learner takes the pseudo-inverse of each weight matrix, which has the right (d_in, d_out) shape but other values; the plain transpose weight.T is what v1 needs.
import torch


def ex3_1(sa_v1, sa_v2):
    # Linear maps x -> x W^T ; v1 maps x -> x W. Solve for W with least squares (pinv).
    for name in ["W_query", "W_key", "W_value"]:
        lin = getattr(sa_v2, name)
        W = torch.linalg.pinv(lin.weight.detach())   # (d_in, d_out)
        setattr(sa_v1, name, torch.nn.Parameter(W))
