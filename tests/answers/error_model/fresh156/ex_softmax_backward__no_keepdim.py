# exercise: ex_softmax_backward
# mistake: The learner sums Σ_j dP_j P_j along the last axis without keepdim, so the per-row sums broadcast against the last axis (row sums land on the wrong entries, or the shapes fail); keepdim=True is needed. [cond: more than one row]
import torch


def ex_softmax_backward(P, dP):
    # jnp.sum(dP * P, axis=-1)
    inner = torch.sum(dP * P, dim=-1)
    return P * (dP - inner)
