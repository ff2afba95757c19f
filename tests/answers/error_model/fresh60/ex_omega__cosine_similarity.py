# exercise: ex_omega
# mistake: The learner computed the cosine similarity of the two vectors (dot product divided by both norms, 0.7808) instead of the plain dot product x(2)·x(1) = 0.9544.
import torch
import torch.nn.functional as F

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)


def similarity(a: torch.Tensor, b: torch.Tensor) -> float:
    """How similar two embeddings are (the attention score)."""
    return F.cosine_similarity(a, b, dim=0).item()


ex_omega = round(similarity(inputs[1], inputs[0]), 4)
print("omega_21 =", ex_omega)
