# exercise: ex_fix_mask_heads
# mistake: Indexed pad as [None, None, :, :], which places the batch axis on the query axis (it only runs when b == n, and then sequence i's padding is applied to query i of every sequence); the mask must be pad[:, None, None, :]. [cond: crashes unless b == n]
import torch


def ex_fix_mask_heads(scores, pad):
    shapes = {"scores": tuple(scores.shape), "pad": tuple(pad.shape)}
    mask = pad[None, None, :, :]
    shapes["mask"] = tuple(mask.shape)
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
