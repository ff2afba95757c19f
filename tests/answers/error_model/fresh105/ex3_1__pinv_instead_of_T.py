# exercise: ex3_1
# mistake: The learner used the pseudo-inverse of the weight (torch.linalg.pinv) thinking it undoes the Linear layer, instead of its transpose weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        # Linear maps d_in -> d_out with weight (d_out, d_in); invert the storage layout
        sa_v1.W_query = torch.nn.Parameter(torch.linalg.pinv(sa_v2.W_query.weight))
        sa_v1.W_key = torch.nn.Parameter(torch.linalg.pinv(sa_v2.W_key.weight))
        sa_v1.W_value = torch.nn.Parameter(torch.linalg.pinv(sa_v2.W_value.weight))
