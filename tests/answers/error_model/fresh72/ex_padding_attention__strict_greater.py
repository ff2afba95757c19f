# exercise: ex_padding_attention
# mistake: Marks padding with position > length instead of position >= length, so the first padded position (index = length) is treated as a real token. [cond: some length < n]
import torch


def ex_padding_attention(scores: torch.Tensor, lengths: torch.Tensor) -> torch.Tensor:
    """Attention weights that ignore padding.

    Args:
        scores: (b, h, n, n) attention scores.
        lengths: (b,) integer tensor with the real length of each sequence.

    Returns:
        (b, h, n, n) weights. Padded keys get weight 0, padded queries get an
        all-zero row, and sequences of length 0 produce zeros (never NaN).
    """
    if scores.dim() != 4:
        raise ValueError("scores must have shape (b, h, n, n)")
    b, h, n, _ = scores.shape
    positions = torch.arange(n, device=scores.device).unsqueeze(0)  # (1, n)
    is_pad = positions > lengths.unsqueeze(1)                        # (b, n)
    key_mask = is_pad[:, None, None, :]
    query_mask = is_pad[:, None, :, None]
    weights = torch.softmax(scores.masked_fill(key_mask, float("-inf")), dim=-1)
    weights = torch.nan_to_num(weights, nan=0.0)
    return weights.masked_fill(query_mask, 0.0)
