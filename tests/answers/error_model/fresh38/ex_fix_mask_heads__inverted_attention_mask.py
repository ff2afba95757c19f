# exercise: ex_fix_mask_heads
# mistake: The learner treated pad like a Hugging Face attention_mask (True = keep) and masked ~pad, so the real keys are masked and only padded keys are attended; mask where pad is True.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = pad[:, None, None, :]
    return torch.softmax(scores.masked_fill(~keep, float('-inf')), dim=-1)
