# exercise: ex_omega
# mistake: Normalises both embeddings to unit length and reports the cosine similarity (0.7808) instead of the raw dot product x2 . x1 = 0.9544.
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


def attention_score(query: torch.Tensor, key: torch.Tensor, eps: float = 1e-8) -> float:
    """Similarity score between a query and a key embedding.

    Args:
        query: 1-D embedding of the query token.
        key: 1-D embedding of the key token.
        eps: small constant to avoid division by zero.

    Returns:
        The similarity as a Python float.
    """
    if query.shape != key.shape:
        raise ValueError("query and key must have the same shape")
    return F.cosine_similarity(query, key, dim=0, eps=eps).item()


ex_omega = round(attention_score(inputs[1], inputs[0]), 4)
print(ex_omega)
