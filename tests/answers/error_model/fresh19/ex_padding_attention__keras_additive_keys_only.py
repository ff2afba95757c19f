# exercise: ex_padding_attention
# mistake: Masks only the padded keys (Keras-style additive -1e9 mask) and never zeroes the rows of padded queries, which stay softmax rows over the real keys (uniform for a length-0 sequence); rows of padded queries must be all 0. [cond: some sequence is shorter than n]
import torch


def sequence_mask(lengths, maxlen):
    # like tf.sequence_mask: 1.0 for real tokens, 0.0 for padding
    positions = torch.arange(maxlen, device=lengths.device)
    return (positions[None, :] < lengths[:, None]).float()


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    keep = sequence_mask(lengths, n)                 # (b, n)
    keep = keep[:, None, None, :].to(scores.dtype)   # (b, 1, 1, n) -> broadcast over heads and queries
    scores = scores + (1.0 - keep) * -1e9
    return torch.softmax(scores, dim=-1)
