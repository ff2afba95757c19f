# exercise: ex_split_merge
# mistake: Merged with permute(0, 2, 3, 1), which puts the head axis last so the features come out interleaved (feature j of every head, then j+1); head i must own features [i*hd, (i+1)*hd): transpose(1, 2) then merge.
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    out = {}
    out["split"] = x.view(b, n, num_heads, hd)
    out["heads"] = out["split"].transpose(1, 2)
    out["tokens_first"] = context.permute(0, 2, 3, 1)
    out["merged"] = out["tokens_first"].reshape(b, n, num_heads * hd)
    return out["heads"], out["merged"]
