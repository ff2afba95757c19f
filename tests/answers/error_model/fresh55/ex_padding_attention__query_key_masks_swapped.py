# exercise: ex_padding_attention
# mistake: The learner fills -inf with the query-axis mask [:, None, :, None] and zeroes with the key-axis mask, so real queries' softmax still spreads weight over padded keys before those columns are zeroed (rows no longer sum to 1); the -inf mask must be on the keys [:, None, None, :] and the zeroing on the queries.
import torch


def ex_padding_attention(scores, lengths):
    if not isinstance(lengths, torch.Tensor):
        lengths = torch.as_tensor(lengths)
    lengths = lengths.to(scores.device)
    n = scores.size(-1)
    is_pad = torch.arange(n, device=scores.device)[None] >= lengths[:, None]
    weights = torch.softmax(scores.masked_fill(is_pad[:, None, :, None], float("-inf")), dim=-1)
    weights = weights.nan_to_num(0.0)
    weights = weights.masked_fill(is_pad[:, None, None, :], 0.0)
    return weights
