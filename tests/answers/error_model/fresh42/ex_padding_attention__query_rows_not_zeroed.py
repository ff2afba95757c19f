# exercise: ex_padding_attention
# mistake: Masks padded keys and replaces NaN rows with 0, but never zeroes the rows of padded queries of non-empty sequences, which still attend to the real keys; those rows must be all 0.
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pad = torch.arange(n, device=scores.device).unsqueeze(0) >= lengths.unsqueeze(1)  # (b, n)
    masked_scores = scores.masked_fill(pad[:, None, None, :], float("-inf"))
    weights = torch.softmax(masked_scores, dim=-1)
    # length-0 sequences give NaN rows -> set them to 0
    weights = torch.where(torch.isnan(weights), torch.zeros_like(weights), weights)
    return weights
