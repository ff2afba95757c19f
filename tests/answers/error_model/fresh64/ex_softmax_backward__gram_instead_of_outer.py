# exercise: ex_softmax_backward
# mistake: Builds the Jacobian as diag_embed(P) - P @ P.mT, but with P's rows as the vectors P @ P.mT is the Gram matrix between rows, not the per-row outer product p p^T (P.unsqueeze(-1) * P.unsqueeze(-2)); it fails or is wrong for every input.
import torch


def ex_softmax_backward(P, dP):
    # J = diag(p) - p p^T  (symmetric)
    J = torch.diag_embed(P) - P @ P.mT
    return (J @ dP.unsqueeze(-1)).squeeze(-1)
