# exercise: ex_split_merge
# mistake: Split with view(b, n, hd, num_heads) and permuted the last axis forward, so head i gets the strided features i, i+h, i+2h, ...; head i must hold the contiguous block [i*hd, (i+1)*hd): view(b, n, num_heads, hd).transpose(1, 2).
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    sizes = {"b": b, "n": n, "h": num_heads, "hd": d // num_heads}
    heads = x.view(sizes["b"], sizes["n"], sizes["hd"], sizes["h"]).permute(0, 3, 1, 2)
    merged = context.transpose(1, 2).contiguous().view(sizes["b"], sizes["n"], -1)
    return heads, merged
