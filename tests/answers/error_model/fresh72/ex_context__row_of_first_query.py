# exercise: ex_context
# mistake: Takes row 0 of the full attention-weight matrix (the weights of "Your") instead of row 1 ("journey"), so it returns z(1) = [0.4421, 0.5931, 0.5790] rather than z(2) = [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)


def context_vectors(x: torch.Tensor) -> torch.Tensor:
    """All context vectors of simplified self-attention (no trainable weights).

    Args:
        x: (n, d) embeddings.
    Returns:
        (n, d) context vectors, one per query.
    """
    if x.dim() != 2:
        raise ValueError("expected a 2-D tensor of embeddings")
    scores = x @ x.T
    weights = torch.softmax(scores, dim=-1)
    return weights @ x


all_context = context_vectors(inputs)
z2 = all_context[0]  # first query row
ex_context = [round(v, 4) for v in z2.tolist()]
print(ex_context)
